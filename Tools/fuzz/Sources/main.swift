// sliding-tabs-fuzz TARGET [ARGUMENTS...]: feeds inputs to one of the program's readers (config,
// script, state, fontCache, items, input; see SlidingTabsKit's FuzzTarget), or to the C API
// (capi: the calls of Tools/fuzz/CAPIFuzz/capi.c, through the header, as a C host makes them).
//
// Built by `make fuzz` with -sanitize=fuzzer,address and -DFUZZING, it is libFuzzer itself:
// ARGUMENTS are libFuzzer's (corpus folders, -max_total_time=600, ...). Built plainly, it replays:
// ARGUMENTS are files or folders of inputs, each fed once, as `make test` does with the saved
// corpora.
import CAPIFuzz
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
let targetNames = FuzzTarget.allCases.map(\.rawValue) + ["capi"]

/// What the target named `name` does with an input, if there is such a target.
func feeder(named name: String) -> (([UInt8]) -> Void)? {
    if name == "capi" { return { bytes in _ = bytes.withUnsafeBufferPointer { capi_fuzz_one($0.baseAddress, $0.count) } } }
    return FuzzTarget(rawValue: name).map { target in { target.run($0) } }
}

let named = arguments.count >= 2 && targetNames.contains(arguments[1]) ? arguments[1] : nil
guard let name = named ?? getenv(targetVariable).map({ String(cString: $0) }), let feed = feeder(named: name) else {
    usage("usage: sliding-tabs-fuzz \(targetNames.joined(separator: "|")) [inputs or libFuzzer's flags]")
}
setenv(targetVariable, name, 1)
/// The arguments after the target's name.
let skipped = named == nil ? 1 : 2

#if FUZZING
    /// What the C callback feeds (it cannot capture).
    nonisolated(unsafe) var selected = feed
    var argc = CommandLine.argc - Int32(skipped - 1)
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv + (skipped - 1)
    argv?.pointee = CommandLine.unsafeArgv[0]
    exit(
        LLVMFuzzerRunDriver(&argc, &argv) { data, size in
            selected(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
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
            feed(Array(bytes))
            fed += 1
        }
    }
    print("\(name): \(fed) inputs, none crashed")
#endif
