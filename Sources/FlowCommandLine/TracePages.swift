import FlowCore
import FlowSpecs
import FlowSVG
import FlowViewer
import FlowFiles
import Foundation

/// Writing a spec's run as an HTML trace page (`replay --html`, `check --html-on-failure`).
enum TracePages {
    /// Writes the page of the spec in `file` to `output` (never over
    /// `file`); `failure` (and the saved picture it concerns) replaces the
    /// run's own verdict. With `makingFolder`, the output's folder is made
    /// if missing, once the page is built: a spec whose page cannot be
    /// built leaves no empty folder behind.
    static func write(
        _ file: String, to output: String, in registry: MachineRegistry, assets: SVGAssetCatalog, failure: SpecFailure? = nil,
        expectedPicture: String? = nil, makingFolder: Bool = false
    ) throws(PageError) {
        var trace: Trace
        do {
            trace = try registry.trace(bytes: try SpecFiles.bytes(file), file: file)
        } catch {
            throw .spec(error)
        }
        if let failure { trace.transcript.verdict = failure }
        let html: [UInt8]
        do {
            html = try TracePage(trace: trace, expectedPicture: expectedPicture, assets: assets).htmlUTF8()
        } catch {
            throw .picture(error.description)
        }
        do throws(FileError) {
            if makingFolder { try Folder.make(OutputFile.folder(of: output)) }
            // A page of a folder the command was named (--html-on-failure) replaces no link there.
            try SpecFiles.write(html, to: output, notOver: [file], throughLink: !makingFolder)
        } catch {
            throw .unwritable(output, error.reason)
        }
    }

    /// Why a page was not written.
    enum PageError: Error, CustomStringConvertible {
        /// The spec cannot be played.
        case spec(SpecFailure)
        /// A step's scene cannot be drawn.
        case picture(String)
        /// The page's file cannot be written.
        case unwritable(String, String)

        /// What the command exits with: an unwritable page is an output error, the rest a failed spec.
        var exitStatus: ExitStatus {
            switch self {
            case .spec, .picture: .failed
            case .unwritable: .ioError
            }
        }

        var description: String {
            switch self {
            case .spec(let failure): failure.detailedDescription
            case .picture(let reason): reason
            case .unwritable(let file, let reason): "cannot write \(file.visible): \(reason)"
            }
        }
    }

    /// The page's name for the spec `file` in a folder of pages: its path
    /// (without `./` and `.json`) with every byte but ASCII letters, digits,
    /// `.`, `-` and `_` written `%XX`, ending `.html`. Two paths never get
    /// one name (once `a/b.json` and `a__b.json` both became `a__b.html`),
    /// and no name holds a control or an invisible character. A name past
    /// 200 bytes keeps its first 180 and ends with a hash of the whole.
    static func name(for file: String) -> String {
        var path = Substring(file)
        if path.hasSuffix(".json") { path.removeLast(5) }
        while path.hasPrefix("./") { path.removeFirst(2) }
        var name = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"):
                name.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = String(byte, radix: 16, uppercase: true)
                name += "%" + (digits.count == 1 ? "0" : "") + digits
            }
        }
        if name.hasPrefix(".") { name = "%2E" + name.dropFirst() }
        guard name.utf8.count > 200 else { return name + ".html" }
        // FNV-1a over the path's bytes: the cut names of two long paths stay apart.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return String(name.prefix(180)) + "-" + String(hash, radix: 16) + ".html"
    }
}
