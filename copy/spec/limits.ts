/** The spec's copy for limits (contract.md 8, product.md 2.5 and 5), word for word. */
export const limits = {
  cancelFailed: (type: string) =>
    `Something went wrong cancelling ${type} limit! Please try again!`,
  confirmFailed: (type: string) =>
    `Something went wrong confirming ${type} limit. Please try again!`,
  updateFailed: (type: string) => `Could not update ${type} limits!`,
  fetchDepositFailed: 'Could not fetch deposit limits!',
  fetchLossFailed: 'Could not fetch loss limits!',
  fetchSpendFailed: 'Could not fetch spend limits!',
  fetchMaxSingleWagerFailed: 'Could not fetch max single wager limits!',
  fetchTimeLimitFailed: 'Could not get daily time limit details!',
  fetchRealityCheckFailed: 'Could not fetch current reality check-in interval!',
} as const;
