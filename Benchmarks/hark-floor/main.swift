// The start-up floor `hark-bench --startup` measures hark against: the least a Swift program
// that imports Foundation does — start, read one line, print it, exit.
import Foundation

if let line = readLine() { print(line) }
