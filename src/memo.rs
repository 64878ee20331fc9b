//! Readings of a text remembered by the text. Binding asks the same ones (a slot's demonstrated
//! value read as a date, the dates a title or a task names, a word's stem) for every procedure a
//! query judges and every query; building an index asks them for every procedure of a kind.
//! Bounded: emptied when full, and a text longer than `LONGEST` bytes is read each time, so
//! neither a long session, a large library nor long pasted tasks can grow it.

pub(crate) struct Memo<V> {
    limit: usize,
    longest: usize,
    held: std::cell::RefCell<rustc_hash::FxHashMap<Box<str>, V>>,
}

/// Texts longer than this are read each time and never kept (unless a memo says otherwise).
const LONGEST: usize = 1_000;

impl<V: Clone> Memo<V> {
    pub(crate) fn new(limit: usize) -> Memo<V> {
        Memo::keeping(limit, LONGEST)
    }

    /// A memo of at most `limit` texts of at most `longest` bytes each (for readings that are
    /// large beside their text).
    pub(crate) fn keeping(limit: usize, longest: usize) -> Memo<V> {
        Memo {
            limit,
            longest,
            held: Default::default(),
        }
    }

    /// `read(text)`, remembered: a reading must depend on the text alone.
    pub(crate) fn get(&self, text: &str, read: impl FnOnce(&str) -> V) -> V {
        if text.len() > self.longest {
            return read(text);
        }
        if let Some(v) = self.held.borrow().get(text) {
            return v.clone();
        }
        let v = read(text);
        let mut held = self.held.borrow_mut();
        if held.len() >= self.limit {
            held.clear();
        }
        held.insert(text.into(), v.clone());
        v
    }
}

#[cfg(test)]
mod tests {
    use super::Memo;

    #[test]
    fn a_memo_reads_a_text_once_and_never_holds_more_than_its_limit() {
        let memo: Memo<usize> = Memo::new(2);
        let reads = std::cell::Cell::new(0);
        let read = |t: &str| {
            reads.set(reads.get() + 1);
            t.len()
        };
        assert_eq!(memo.get("abc", read), 3);
        assert_eq!(memo.get("abc", read), 3);
        assert_eq!(reads.get(), 1, "the second ask is remembered");
        memo.get("de", read);
        memo.get("f", read);
        assert!(memo.held.borrow().len() <= 2);
        // (Emptied when full: the first text is read again, with the same answer.)
        assert_eq!(memo.get("abc", read), 3);
        assert_eq!(reads.get(), 4);
        // (A long text is read each time and never kept.)
        let long = "x".repeat(1_001);
        memo.get(&long, read);
        memo.get(&long, read);
        assert_eq!(reads.get(), 6);
        assert!(!memo.held.borrow().contains_key(long.as_str()));
        let short: Memo<usize> = Memo::keeping(8, 3);
        short.get("abcd", read);
        short.get("abc", read);
        assert_eq!(
            short.held.borrow().len(),
            1,
            "only texts of at most 3 bytes are kept"
        );
    }
}
