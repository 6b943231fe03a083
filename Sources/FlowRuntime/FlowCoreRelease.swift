/// Which release of FlowCore this is: the one version constant of the
/// package, which `flow --version` prints and CHANGELOG.md's newest entry
/// names (a test holds the two together; `Scripts/release.sh` tags it).
public enum FlowCoreRelease {
    /// The version, as semantic versioning writes it.
    public static let version = "0.4.0"
}
