/**
* | output |
* | --- |
* | "This payout is not waiting for an admin: M-Pesa is sending it, or it was sent." |
*
* @param {Payout_Admin_Not_HeldInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_not_held: ((inputs?: Payout_Admin_Not_HeldInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Admin_Not_HeldInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Admin_Not_HeldInputs = {};
