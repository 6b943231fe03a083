import FlowSVG
import FlowRuntime

/// The distinct pictures of a page, each kept once however many frames
/// show it, in the order they first appear.
///
/// Pictures are compared as UTF-8 bytes under a hash of their own: a
/// `String` key would hash every picture through Unicode normalisation,
/// which cost a 100-step page more than drawing its pictures (callgrind).
struct PictureTable {
    /// The pictures, by number.
    private(set) var pictures: [[UInt8]] = []
    /// Picture numbers by their bytes' hash (several when hashes collide).
    private var numbers: [UInt64: [Int]] = [:]

    /// The number of `picture`, added if it is new.
    mutating func number(of picture: [UInt8]) -> Int {
        // A frame mostly shows what the one before it did.
        if let last = pictures.indices.last, ByteEquality.equal(pictures[last], picture) { return last }
        let hash = FNV1a.hash(picture)
        if let known = numbers[hash]?.first(where: { ByteEquality.equal(pictures[$0], picture) }) { return known }
        pictures.append(picture)
        numbers[hash, default: []].append(pictures.count - 1)
        return pictures.count - 1
    }
}
