import Dispatch
import FoundationEssentials
import PagerConfig

#if canImport(Glibc)
    import Glibc
#endif

/// The one harness `bench` and `soak` run on: a number of frames, each a call of a body, timed
/// one by one, with resident memory sampled as they go.
package enum FrameHarness {
    /// What a run measured.
    package struct Measurements {
        /// Each frame's time, in milliseconds.
        package var frameMilliseconds: [Double] = []
        /// When the first frame ended (uptime nanoseconds).
        package var firstFrameEnd: UInt64 = 0
        /// The whole run's time, in milliseconds.
        package var totalMilliseconds = 0.0
        /// Resident memory in MB, sampled every `sampleEvery` frames: (frame, megabytes).
        package var residentSamples: [(frame: Int, megabytes: Double)] = []

        /// The `p` quantile (0...1) of the frame times.
        package func percentile(_ p: Double) -> Double {
            let sorted = frameMilliseconds.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(Int((Double(sorted.count - 1) * p).rounded()), sorted.count - 1)]
        }

        /// The highest resident memory sampled in `frames`.
        package func residentPeak(in frames: Range<Int>) -> Double {
            residentSamples.filter { frames.contains($0.frame) }.map(\.megabytes).max() ?? 0
        }
    }

    /// Runs `body(frame)` for each of `frames` frames, timing each, and samples resident memory
    /// every `sampleEvery` frames (never when 0).
    package static func run(frames: Int, sampleEvery: Int = 0, _ body: (Int) throws -> Void) rethrows -> Measurements {
        var measured = Measurements()
        measured.frameMilliseconds.reserveCapacity(frames)
        let start = DispatchTime.now().uptimeNanoseconds
        for frame in 0..<frames {
            let begin = DispatchTime.now().uptimeNanoseconds
            try body(frame)
            let end = DispatchTime.now().uptimeNanoseconds
            if frame == 0 { measured.firstFrameEnd = end }
            measured.frameMilliseconds.append(Double(end - begin) / 1e6)
            if sampleEvery > 0 && frame % sampleEvery == 0 { measured.residentSamples.append((frame, residentMegabytes())) }
        }
        measured.totalMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        return measured
    }

    /// Current resident memory in MB, from /proc/self/statm.
    package static func residentMegabytes() -> Double {
        guard let bytes = try? FileSystem.readRegularFile("/proc/self/statm", maximumSize: 4096),
            let pages = String(decoding: bytes, as: UTF8.self).split(separator: " ").dropFirst().first.flatMap({ Double($0) })
        else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// The highest resident memory of the process so far, in MB.
    package static func peakResidentMegabytes() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }

    /// The CPU time the process has used, user and system, all threads, in milliseconds.
    package static func processCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func milliseconds(_ time: timeval) -> Double { Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }

    /// `value` to a thousandth, for reports.
    package static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}
