print("hark")
