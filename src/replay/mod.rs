//! Replay: running a procedure again with a new task's values — finding each step's element on
//! a page that may have changed (`relocate`), the run's plan with values and checks (`plan`),
//! whether a step is skipped and whether what the page showed after it is its effect (`check`),
//! and what every outcome teaches (`learning`).

pub mod check;
pub mod heal;
pub mod learning;
pub mod plan;
pub mod relocate;
pub mod run;
