import LiveWeb
import PresentationLayer
import TerminalKit
import TerminalUI

/// The terminal ring's traces: each key a screen answers is recorded as a load, through the same ``RequestTracing``
/// steps the web ring's requests cross (the scenes' decorators), under a step named by the view model's (or the VIP
/// interactor's) call the key makes; `t` shows the last load that reached a use case, or else the last one, as a
/// waterfall, each step with the file declaring its type.
@MainActor
final class TerminalLoads: TerminalTracing {
    /// The loads kept: the last that reached a use case may be a few keys back (arrows, typing).
    static let keptLoads = 16

    private let strings: Strings
    private var loads: [TraceRecording] = []

    init(strings: Strings) {
        self.strings = strings
    }

    func recordLoad(of screen: any TerminalScreen, key: Key, _ body: () -> TerminalNavigation) -> TerminalNavigation {
        // Reading traces is not a load.
        if screen is TraceScreen { return body() }
        let recording = TraceRecording(method: Self.name(of: key), path: screen.title)
        let answer = recording.run {
            // Named before the key runs, from the screen as the key finds it.
            guard let call = Self.viewModelCall(of: screen, key: key) else { return body() }
            return RequestTracing.step(.viewModel, type: RequestTracing.name(of: call.type), call.operation) {
                body()
            }
        }
        // A key the screen ignores did nothing there (the app may act on it: back, help, `t`): no load.
        if case .ignored = answer { return answer }
        loads.append(recording)
        if loads.count > Self.keptLoads { loads.removeFirst() }
        return answer
    }

    /// The view model (or what stands for it) `screen`'s answer to `key` calls, and the call when the key tells
    /// it; nil for a screen that calls none. The scene list has no view model: the app's flow coordinator lists
    /// the scenes (`AppFlowCoordinator.terminalScenes(strings:)`), and Enter opens the one chosen, whose screen
    /// starts its load.
    static func viewModelCall(of screen: any TerminalScreen, key: Key) -> ViewModelCall? {
        if screen is SceneListScreen {
            return ViewModelCall(AppFlowCoordinator.self, key == .enter ? "open" : "")
        }
        guard let screen = screen as? any ViewModelScreen else { return nil }
        return screen.viewModelCall(for: key) ?? ViewModelCall(screen.viewModelType, "")
    }

    func lastLoadScreen() -> any TerminalScreen {
        let traces = loads.map(\.trace)
        guard let trace = traces.last(where: { $0.steps.contains { $0.kind == .useCase } }) ?? traces.last else {
            return TraceScreen(load: nil, steps: [], strings: strings)
        }
        return TraceScreen(load: "\(trace.path): \(trace.method)", steps: Self.steps(of: trace), strings: strings)
    }

    /// `trace`'s steps as the trace screen shows them, each indented by how many of them it runs inside.
    static func steps(of trace: RequestTrace) -> [TraceScreen.Step] {
        let parents = Dictionary(trace.steps.map { ($0.id, $0.parentID) }, uniquingKeysWith: { first, _ in first })
        return trace.steps.map { step in
            var depth = 0
            var parent = step.parentID
            while let id = parent, depth < trace.steps.count {
                depth += 1
                parent = parents[id] ?? nil
            }
            return TraceScreen.Step(
                kind: step.kind.rawValue, ring: step.kind.ring,
                call: step.operation.isEmpty ? step.type : "\(step.type).\(step.operation)", depth: depth,
                start: step.start, duration: step.duration, cacheHit: step.cache.map { $0 == .hit },
                upstream: step.upstream, failed: step.failed,
                source: step.kind == .upstream ? nil : TraceSources.file(ofType: step.type) ?? appFiles[step.type])
        }
    }

    /// The files of the types of this ring a step names, which `scripts/trace-sources` does not map (it maps the
    /// rings the web's steps run in).
    static let appFiles = ["AppFlowCoordinator": "Sources/AppLayer/AppFlowCoordinator.swift"]

    /// A key as the trace names what it did: `Enter`, `r`.
    static func name(of key: Key) -> String {
        switch key {
        case .character(let character): String(character)
        case .enter: "Enter"
        default: String(describing: key)
        }
    }
}
