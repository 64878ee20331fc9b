//! Replay: running a procedure again with a new task's values — finding each step's element on
//! a page that may have changed (`relocate`), the run's plan with values and checks (`plan`),
//! and what every outcome teaches (`learning`).

pub mod heal;
pub mod learning;
pub mod plan;
pub mod relocate;
pub mod run;
