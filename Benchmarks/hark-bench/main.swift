print("hark-bench")
