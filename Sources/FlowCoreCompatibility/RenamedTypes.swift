// The names FlowCore's runtime types had before 0.5.0, for code written
// against them: import this module beside FlowCore while you rename, then
// drop it. They are not in FlowCore itself because each one is also a name
// of Apple's frameworks (SwiftUI's `Scene`, `Commands`, `LayoutDirection`
// and `ContentSizeCategory`; MacTypes' `Point`, `Rect` and `Size`;
// QuickDraw's `RGBColor`), so a file that imports this module and SwiftUI
// meets the old ambiguity again. It goes away in 0.6.0.
@_exported import FlowRuntime

/// Renamed ``MachineScene``: what a machine's state looks like.
@available(*, deprecated, renamed: "MachineScene")
public typealias Scene = MachineScene

/// Renamed ``MachineCommands``: what a machine asks for in answer to an event.
@available(*, deprecated, renamed: "MachineCommands")
public typealias Commands<Event: Sendable, Effect: Sendable> = MachineCommands<Event, Effect>

/// Renamed ``ReadingDirection``: which way a layout reads.
@available(*, deprecated, renamed: "ReadingDirection")
public typealias LayoutDirection = ReadingDirection

/// Renamed ``TextSizeCategory``: the reader's preferred text size.
@available(*, deprecated, renamed: "TextSizeCategory")
public typealias ContentSizeCategory = TextSizeCategory

/// Renamed ``LayoutPoint``: a point in a layout.
@available(*, deprecated, renamed: "LayoutPoint")
public typealias Point = LayoutPoint

/// Renamed ``LayoutRect``: a rectangle in a layout.
@available(*, deprecated, renamed: "LayoutRect")
public typealias Rect = LayoutRect

/// Renamed ``LayoutSize``: a width and a height in a layout.
@available(*, deprecated, renamed: "LayoutSize")
public typealias Size = LayoutSize

/// Renamed ``SceneColor``: an opaque or translucent colour a scene paints with.
@available(*, deprecated, renamed: "SceneColor")
public typealias RGBColor = SceneColor
