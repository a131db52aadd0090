import Foundation

#if HARK_FUZZING
    // Built by `make fuzz` (`swift build --sanitize=fuzzer -Xswiftc -DHARK_FUZZING`): libFuzzer
    // brings `main` and calls these two; `HARK_FUZZ_TARGET` names the target to fuzz.

    @_cdecl("LLVMFuzzerInitialize")
    func fuzzerInitialize(
        _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
    ) -> Int32 {
        let name = ProcessInfo.processInfo.environment["HARK_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget.named(name) else {
            let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
            FileHandle.standardError.write(Data("hark-fuzz: set HARK_FUZZ_TARGET to one of: \(names)\n".utf8))
            exit(2)
        }
        FuzzTarget.selected = target
        return 0
    }

    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        FuzzTarget.selected.run(data.map { Data(bytes: $0, count: size) } ?? Data())
        return 0
    }
#else
    /// `hark-fuzz TARGET [FILE|FOLDER…]` in an ordinary build: replays each input once, which
    /// is how `make test` keeps the corpora (and every crash the fuzzer found) passing.
    @main
    enum HarkFuzz {
        static func main() {
            let arguments = CommandLine.arguments
            guard arguments.count >= 2, let target = FuzzTarget.named(arguments[1]) else {
                let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
                FileHandle.standardError.write(Data("usage: hark-fuzz TARGET [FILE|FOLDER…]; targets: \(names)\n".utf8))
                exit(2)
            }
            exit(Replay.run(target, paths: Array(arguments.dropFirst(2))))
        }
    }
#endif
