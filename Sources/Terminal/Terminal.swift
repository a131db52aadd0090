// Terminal
