// sliding-tabs-fuzz TARGET [ARGUMENTS...]: feeds inputs to one of the program's readers (config,
// script, state, fontCache, items; see SlidingTabsKit's FuzzTarget).
//
// Built by `make fuzz` with -sanitize=fuzzer,address and -DFUZZING, it is libFuzzer itself:
// ARGUMENTS are libFuzzer's (corpus folders, -max_total_time=600, ...). Built plainly, it replays:
// ARGUMENTS are files or folders of inputs, each fed once, as `make test` does with the saved
// corpora.
import FoundationEssentials
import SlidingTabsKit

#if canImport(Glibc)
    import Glibc
#endif
#if FUZZING
    import CFuzz
#endif

/// Writes `message` on stderr and exits 2.
func usage(_ message: String) -> Never {
    let line = "sliding-tabs-fuzz: \(message)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
}

let arguments = CommandLine.arguments
/// The target's name: the first argument, or, in the processes libFuzzer starts itself (to
/// merge a corpus, which it runs with its own arguments only), the one its parent was given.
let targetVariable = "SLIDING_TABS_FUZZ_TARGET"
let named = arguments.count >= 2 ? FuzzTarget(rawValue: arguments[1]) : nil
guard let target = named ?? getenv(targetVariable).flatMap({ FuzzTarget(rawValue: String(cString: $0)) }) else {
    usage("usage: sliding-tabs-fuzz \(FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")) [inputs or libFuzzer's flags]")
}
setenv(targetVariable, target.rawValue, 1)
/// The arguments after the target's name.
let skipped = named == nil ? 1 : 2

#if FUZZING
    /// The target the C callback feeds (it cannot capture).
    nonisolated(unsafe) var selected = target
    var argc = CommandLine.argc - Int32(skipped - 1)
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv + (skipped - 1)
    argv?.pointee = CommandLine.unsafeArgv[0]
    exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
            return 0
        })
#else
    var fed = 0
    for path in arguments.dropFirst(skipped) {
        let files: [String]
        if let names = try? FileManager.default.contentsOfDirectory(atPath: path) {
            files = names.sorted().map { path + "/" + $0 }
        } else {
            files = [path]
        }
        for file in files {
            guard let bytes = FileManager.default.contents(atPath: file) else { usage("cannot read \(file)") }
            target.run(Array(bytes))
            fed += 1
        }
    }
    print("\(target.rawValue): \(fed) inputs, none crashed")
#endif
