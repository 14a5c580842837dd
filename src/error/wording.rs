//! Words for messages and log lines that every domain writes alike: a count with its noun
//! (`plural`). No rule lives here; it sits with the errors, the lowest layer, so that every
//! part of the core may use it.

/// A count with its noun, the noun plural unless the count is one: `plural(1, "round")` is
/// "1 round", `plural(3, "day")` "3 days", `plural(0, "extra hit")` "0 extra hits".
pub fn plural(n: impl Into<i64>, word: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

#[cfg(test)]
mod tests {
    use super::plural;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(plural(1u32, "round"), "1 round");
        assert_eq!(plural(0, "hit"), "0 hits");
        assert_eq!(plural(-1, "degree"), "-1 degrees");
        assert_eq!(plural(12i32, "extra hit"), "12 extra hits");
    }
}
