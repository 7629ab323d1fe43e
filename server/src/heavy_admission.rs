//! One heavy request at a time per client (issue 61.1): an export, an import
//! or a BG Stats backup from one address (one IPv6 /64) waits for that
//! address's request before it, before its body is read. So one address holds
//! at most one place in the store's queue for heavy turns (first come, first
//! served), waits behind its own requests and never in front of another
//! client's, and its waiting requests cost their headers, not their bodies
//! (a 14 MB backup stays in the connection until its turn). A request that
//! streams its answer (an export) keeps its place until the answer is sent;
//! a slow reader holds only its own address's place.

use crate::client_address::{client_key, ClientAddress};
use axum::{
    body::{Body, HttpBody},
    extract::{Request, State},
    middleware::Next,
    response::Response,
};
use futures_util::StreamExt;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use tokio::sync::OwnedMutexGuard;

/// Each client's place: held by its request being served, waited for by its
/// others. A client with no request under way has none.
#[derive(Clone, Default)]
pub struct HeavyAdmission {
    places: Arc<Mutex<HashMap<IpAddr, Arc<tokio::sync::Mutex<()>>>>>,
}

/// A client's place, held; given to its next request when dropped.
pub struct Admitted {
    guard: Option<OwnedMutexGuard<()>>,
    client: IpAddr,
    admission: HeavyAdmission,
}

impl HeavyAdmission {
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
    let response = next.run(request).await;
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
}
