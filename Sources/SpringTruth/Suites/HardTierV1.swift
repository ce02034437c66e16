//===--- HardTierV1.swift -------------------------------------------------===//
//
// Suite v1, tier `hard`: frozen. Never edit this text; a new search's
// witnesses go into a new version.
//
//===----------------------------------------------------------------------===//

/// The CASES text of suite v1's hard tier and its SHA-256.
enum HardTierV1 {
  static let text = """
    id,family,mass,stiffness,damping,x0,v0,t

    """
  static let sha256 = ""
}
