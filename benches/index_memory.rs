//! Heap bytes the retrieval index holds per procedure at 1k, 10k and 100k (a counting global
//! allocator around the system one). `cargo bench --bench index_memory`.
use procmem::retrieval::Index;
use procmem::synth;
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering};

struct Counting;
static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size() as isize, Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        LIVE.fetch_add(
            new_size as isize - layout.size() as isize,
            Ordering::Relaxed,
        );
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static A: Counting = Counting;

fn main() {
    // `cargo bench` passes --bench; nothing to parse.
    for n in [1_000, 10_000, 100_000] {
        let procedures = synth::procedures(n, 1);
        let before = LIVE.load(Ordering::Relaxed);
        let mut index = Index::build(&procedures);
        index.retrieve("create an issue", None, 1.8e12, 3); // the IDF table too
        let held = LIVE.load(Ordering::Relaxed) - before;
        println!(
            "index of {n:>6} procedures: {:>6.1} MB, {:>5} bytes per procedure, {} terms",
            held as f64 / 1e6,
            held / n as isize,
            index.vocabulary()
        );
        drop(index);
    }
}
