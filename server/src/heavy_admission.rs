//! One heavy request at a time per client (issue 61.1): an export, an import
//! or a BG Stats backup from one address (one IPv6 /64) waits for that
//! address's request before it, before its body is read. So one address holds
//! at most one place in the store's queue for heavy turns (first come, first
//! served), waits behind its own requests and never in front of another
//! client's, and its waiting requests cost their headers, not their bodies
//! (a 14 MB backup stays in the connection until its turn). A request that
//! streams its answer (an export) keeps its place until the answer is sent;
//! a slow reader holds only its own address's place.
//!
//! Admitted, a request is answered on a thread of the lowest CPU priority
//! ([`LowPriority`]), one per two cores, in the order admitted: a backup's
//! reading keeps a core busy for a while, and the pages of every other group
//! take the processor before it. Only the answer's making runs there; an
//! answer streamed afterwards (an export) is sent as any other, so a slow
//! reader holds no thread.

use crate::client_address::{client_key, ClientAddress};
use crate::low_priority::LowPriority;
use axum::{
    body::{Body, HttpBody},
    extract::{Request, State},
    http::StatusCode,
    middleware::Next,
    response::{IntoResponse, Response},
};
use futures_util::StreamExt;
use std::collections::HashMap;
use std::future::Future;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use tokio::sync::{OwnedMutexGuard, Semaphore};

/// Each client's place: held by its request being served, waited for by its
/// others. A client with no request under way has none.
#[derive(Clone)]
pub struct HeavyAdmission {
    places: Arc<Mutex<HashMap<IpAddr, Arc<tokio::sync::Mutex<()>>>>>,
    work: Arc<HeavyWork>,
}

/// The threads heavy requests are answered on, and their turns (first come,
/// first served).
struct HeavyWork {
    threads: LowPriority,
    turns: Semaphore,
}

impl Default for HeavyAdmission {
    /// One thread per two cores, at least one.
    fn default() -> HeavyAdmission {
        HeavyAdmission::with_threads(crate::low_priority::one_per_two_cores())
    }
}

/// A client's place, held; given to its next request when dropped.
pub struct Admitted {
    guard: Option<OwnedMutexGuard<()>>,
    client: IpAddr,
    admission: HeavyAdmission,
}

impl HeavyAdmission {
    pub fn with_threads(threads: usize) -> HeavyAdmission {
        let threads = threads.max(1);
        HeavyAdmission {
            places: Default::default(),
            work: Arc::new(HeavyWork {
                threads: LowPriority::start("heavy", threads, threads),
                turns: Semaphore::new(threads),
            }),
        }
    }

    /// `answer` made on a heavy thread when one is free: a 500 if it
    /// panicked (the panic hook logged it).
    async fn answered_low(
        &self,
        answer: impl Future<Output = Response> + Send + 'static,
    ) -> Response {
        let failed = || StatusCode::INTERNAL_SERVER_ERROR.into_response();
        let Ok(_turn) = self.work.turns.acquire().await else {
            return failed();
        };
        // With a turn a thread is free or about to be: never full.
        match self.work.threads.try_run_async(answer) {
            Ok(answered) => answered.await.unwrap_or_else(|_| failed()),
            Err(_) => StatusCode::SERVICE_UNAVAILABLE.into_response(),
        }
    }

    /// Waits for `client`'s requests before this one.
    pub async fn admit(&self, client: IpAddr) -> Admitted {
        let client = client_key(client);
        let place = self
            .places
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .entry(client)
            .or_default()
            .clone();
        Admitted {
            guard: Some(place.lock_owned().await),
            client,
            admission: self.clone(),
        }
    }

    /// Clients with a request under way (each place is forgotten with its
    /// last request).
    #[cfg(test)]
    fn clients(&self) -> usize {
        self.places
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .len()
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        drop(self.guard.take());
        let mut places = self
            .admission
            .places
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        // No other request holds or waits for it: forgotten.
        if places
            .get(&self.client)
            .is_some_and(|place| Arc::strong_count(place) == 1)
        {
            places.remove(&self.client);
        }
    }
}

/// The layer on heavy routes. A request with no known client (in-process
/// tests) goes straight through.
pub async fn one_at_a_time(
    State(admission): State<HeavyAdmission>,
    request: Request,
    next: Next,
) -> Response {
    let Some(ClientAddress(client)) = request.extensions().get::<ClientAddress>().copied() else {
        return next.run(request).await;
    };
    let admitted = admission.admit(client).await;
    let response = admission.answered_low(next.run(request)).await;
    if response.body().size_hint().exact().is_some() {
        return response;
    }
    // A streamed answer keeps the place until its last byte is sent.
    let (parts, body) = response.into_parts();
    let held = body.into_data_stream().map(move |chunk| {
        let _kept = &admitted;
        chunk
    });
    Response::from_parts(parts, Body::from_stream(held))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    async fn admitted_soon(admission: &HeavyAdmission, client: &str) -> Option<Admitted> {
        let client: IpAddr = client.parse().unwrap();
        tokio::time::timeout(Duration::from_millis(50), admission.admit(client))
            .await
            .ok()
    }

    #[tokio::test]
    async fn a_client_waits_for_its_own_request_and_never_for_another_clients() {
        let admission = HeavyAdmission::default();
        let first = admitted_soon(&admission, "10.0.0.1").await.unwrap();
        // The same client (an IPv6 /64 alike) waits; another goes at once.
        assert!(admitted_soon(&admission, "10.0.0.1").await.is_none());
        let other = admitted_soon(&admission, "10.0.0.2").await.unwrap();
        let v6 = admitted_soon(&admission, "2001:db8:1:2::1").await.unwrap();
        assert!(admitted_soon(&admission, "2001:db8:1:2:ffff::9")
            .await
            .is_none());
        // Its next request goes once the first is done.
        let waiting = tokio::spawn({
            let admission = admission.clone();
            async move { admission.admit("10.0.0.1".parse().unwrap()).await }
        });
        tokio::task::yield_now().await;
        drop(first);
        let next = tokio::time::timeout(Duration::from_secs(5), waiting)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(admission.clients(), 3);
        drop((next, other, v6));
        assert_eq!(admission.clients(), 0, "nothing kept of clients gone");
    }

    async fn answer(router: &axum::Router, client: Option<&str>) -> (StatusCode, String) {
        use tower::ServiceExt;
        let mut request = Request::new(Body::empty());
        if let Some(client) = client {
            request
                .extensions_mut()
                .insert(ClientAddress(client.parse().unwrap()));
        }
        let response = router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let body = axum::body::to_bytes(response.into_body(), 1024)
            .await
            .unwrap();
        (status, String::from_utf8(body.to_vec()).unwrap())
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 1)]
    async fn an_admitted_request_is_answered_on_a_low_priority_thread() {
        let admission = HeavyAdmission::with_threads(1);
        let panics = Arc::new(std::sync::atomic::AtomicBool::new(true));
        let router = axum::Router::new()
            .route(
                "/",
                axum::routing::get({
                    let panics = panics.clone();
                    move || async move {
                        if panics.swap(false, std::sync::atomic::Ordering::SeqCst) {
                            panic!("a handler that panics once");
                        }
                        std::thread::current()
                            .name()
                            .unwrap_or_default()
                            .to_string()
                    }
                }),
            )
            .layer(axum::middleware::from_fn_with_state(
                admission,
                one_at_a_time,
            ));
        // A handler's panic is a 500, and the one thread answers the next.
        assert_eq!(
            answer(&router, Some("10.0.0.1")).await.0,
            StatusCode::INTERNAL_SERVER_ERROR
        );
        assert_eq!(
            answer(&router, Some("10.0.0.1")).await,
            (StatusCode::OK, "heavy-0".to_string())
        );
        // No client known (in-process tests): answered where it came.
        assert_ne!(answer(&router, None).await.1, "heavy-0");
    }
}
