//! Threads at the lowest CPU priority, for work that may keep a core busy
//! (a Catan board search, a 14 MB backup read): the pages, at the normal
//! priority, take the processor first whenever they need it, so such work
//! costs them little more than the memory it holds. A pool is a fixed number
//! of threads and a bounded queue; past it a job is refused at once.

use std::future::Future;
use std::sync::{mpsc, Arc, Mutex};

type Job = Box<dyn FnOnce() + Send>;

/// Threads for a pool on this machine: one per two cores, at least one, so
/// that the pages keep a core whatever the pools do.
pub fn one_per_two_cores() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    (cores / 2).max(1)
}

/// The pool's threads are all busy and its queue is full.
#[derive(Debug, PartialEq, Eq)]
pub struct Full;

pub struct LowPriority {
    queue: mpsc::SyncSender<Job>,
}

impl LowPriority {
    /// `threads` named `name-N` at the lowest priority, with `waiting` more
    /// jobs queued behind them. The threads end with the pool.
    pub fn start(name: &str, threads: usize, waiting: usize) -> LowPriority {
        let (queue, jobs) = mpsc::sync_channel::<Job>(waiting);
        let jobs = Arc::new(Mutex::new(jobs));
        for n in 0..threads.max(1) {
            let jobs = jobs.clone();
            std::thread::Builder::new()
                .name(format!("{name}-{n}"))
                .spawn(move || {
                    lower_priority();
                    keep_to_one_processor(n);
                    loop {
                        let job = match jobs.lock() {
                            Ok(jobs) => jobs.recv(),
                            Err(_) => return,
                        };
                        match job {
                            // A job that panics (logged by the panic hook)
                            // must not take its thread with it: the pool
                            // would shrink until every job was refused.
                            Ok(job) => {
                                let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
                            }
                            Err(_) => return, // the pool is gone
                        }
                    }
                })
                .expect("a low-priority thread starts");
        }
        LowPriority { queue }
    }

    /// Queues `work`; its answer comes through the receiver (an error when
    /// the work panicked). `Full` at once when there is no room.
    pub fn try_run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<tokio::sync::oneshot::Receiver<T>, Full> {
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            let _ = answer.send(work());
        });
        self.queue.try_send(job).map_err(|_| Full)?;
        Ok(answered)
    }

    /// Queues a future to be driven on a pool thread, within the runtime
    /// this is called from (its timers, sockets and tasks). The future is
    /// dropped there as soon as the receiver is: a client gone stops its work.
    pub fn try_run_async<F>(
        &self,
        work: F,
    ) -> Result<tokio::sync::oneshot::Receiver<F::Output>, Full>
    where
        F: Future + Send + 'static,
        F::Output: Send + 'static,
    {
        let runtime = tokio::runtime::Handle::current();
        let (answer, answered) = tokio::sync::oneshot::channel();
        let job: Job = Box::new(move || {
            runtime.block_on(async move {
                let mut answer = answer;
                tokio::select! {
                    output = work => { let _ = answer.send(output); }
                    _ = answer.closed() => {}
                }
            })
        });
        self.queue.try_send(job).map_err(|_| Full)?;
        Ok(answered)
    }
}

/// The calling thread yields the CPU to everything else the server does: on
/// Linux its scheduling class is the idle one (a thread of the normal class
/// that wakes takes the core from it at once; a nice value of 19 alone still
/// let it finish its slice, a few milliseconds of a page's wait), and its
/// nice value the lowest where that class is refused.
fn lower_priority() {
    #[cfg(target_os = "linux")]
    // SAFETY: both calls only read their arguments; 0 is the calling thread.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
        let param = libc::sched_param { sched_priority: 0 };
        libc::sched_setscheduler(0, libc::SCHED_IDLE, &param);
    }
}

/// The calling thread, the pool's `n`th, runs on one processor only: the
/// `n`th from the last the process may use (the same for every pool). A
/// busy low-priority thread that moves from core to core takes each in turn
/// from the pages (measured on two cores: a page's p99 went from 2.0 to 5.8
/// ms beside a thread of the idle class free to move, 1.6 ms beside one kept
/// to a core); kept to one, it leaves the others to them. The pages' own
/// threads may still use every processor.
fn keep_to_one_processor(n: usize) {
    #[cfg(target_os = "linux")]
    // SAFETY: the sets are plain bit sets of the size given to each call;
    // 0 is the calling thread.
    unsafe {
        let size = std::mem::size_of::<libc::cpu_set_t>();
        let mut allowed: libc::cpu_set_t = std::mem::zeroed();
        if libc::sched_getaffinity(0, size, &mut allowed) != 0 {
            return;
        }
        let processors: Vec<usize> = (0..libc::CPU_SETSIZE as usize)
            .filter(|&cpu| libc::CPU_ISSET(cpu, &allowed))
            .collect();
        if processors.len() < 2 {
            return;
        }
        let mut one: libc::cpu_set_t = std::mem::zeroed();
        libc::CPU_SET(
            processors[processors.len() - 1 - n % processors.len()],
            &mut one,
        );
        libc::sched_setaffinity(0, size, &one);
    }
    #[cfg(not(target_os = "linux"))]
    let _ = n;
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn thread_name() -> String {
        std::thread::current()
            .name()
            .unwrap_or_default()
            .to_string()
    }

    /// The calling thread's nice value, scheduling class and the number of
    /// processors it may use.
    #[cfg(target_os = "linux")]
    fn own_priority() -> (i32, i32, u32) {
        // SAFETY: the calls only read their arguments and fill a set of the
        // size given; 0 is the calling thread.
        unsafe {
            let mut allowed: libc::cpu_set_t = std::mem::zeroed();
            libc::sched_getaffinity(0, std::mem::size_of::<libc::cpu_set_t>(), &mut allowed);
            (
                libc::getpriority(libc::PRIO_PROCESS, 0),
                libc::sched_getscheduler(0),
                libc::CPU_COUNT(&allowed) as u32,
            )
        }
    }

    #[tokio::test]
    async fn work_runs_on_the_pools_own_low_priority_threads() {
        let pool = LowPriority::start("work", 1, 1);
        let (name, _priority) = pool
            .try_run(|| {
                #[cfg(target_os = "linux")]
                return (thread_name(), own_priority());
                #[cfg(not(target_os = "linux"))]
                return (thread_name(), ());
            })
            .unwrap()
            .await
            .unwrap();
        assert_eq!(name, "work-0");
        #[cfg(target_os = "linux")]
        {
            let (nice, class, processors) = _priority;
            assert_eq!((nice, class), (19, libc::SCHED_IDLE));
            // Kept to one processor, however many the process may use.
            assert_eq!(processors, 1);
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 1)]
    async fn a_future_is_driven_there_with_the_runtimes_timers_and_tasks() {
        let pool = LowPriority::start("async", 1, 1);
        let answer = pool
            .try_run_async(async {
                tokio::time::sleep(Duration::from_millis(5)).await;
                let spawned = tokio::spawn(async { 2 }).await.unwrap();
                (thread_name(), spawned)
            })
            .unwrap()
            .await
            .unwrap();
        assert_eq!(answer, ("async-0".to_string(), 2));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 1)]
    async fn a_dropped_receiver_stops_its_work_and_frees_the_thread() {
        let pool = LowPriority::start("stopped", 1, 1);
        let (started, running) = tokio::sync::oneshot::channel();
        let forever = pool
            .try_run_async(async {
                started.send(()).unwrap();
                std::future::pending::<()>().await
            })
            .unwrap();
        running.await.unwrap();
        drop(forever);
        let next = pool.try_run_async(async { 7 }).unwrap();
        assert_eq!(
            tokio::time::timeout(Duration::from_secs(5), next).await,
            Ok(Ok(7))
        );
    }

    #[tokio::test]
    async fn a_full_pool_refuses_at_once_and_a_panic_keeps_the_thread() {
        let pool = LowPriority::start("full", 1, 1);
        let (started, running) = mpsc::channel::<()>();
        let (release, released) = mpsc::channel::<()>();
        let busy = pool
            .try_run(move || {
                started.send(()).unwrap();
                released.recv().is_ok()
            })
            .unwrap();
        running.recv().unwrap();
        // One running, one waiting, no room for a third.
        let panicking = pool.try_run(|| panic!("a job that panics")).unwrap();
        assert_eq!(pool.try_run(|| ()).err(), Some(Full));
        release.send(()).unwrap();
        assert_eq!(busy.await, Ok(true));
        assert!(panicking.await.is_err(), "a panic answers nothing");
        assert_eq!(pool.try_run(|| 3).unwrap().await, Ok(3));
    }
}
