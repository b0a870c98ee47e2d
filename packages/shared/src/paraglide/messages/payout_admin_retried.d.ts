/**
* | output |
* | --- |
* | "Sent to M-Pesa again." |
*
* @param {Payout_Admin_RetriedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const payout_admin_retried: ((inputs?: Payout_Admin_RetriedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payout_Admin_RetriedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payout_Admin_RetriedInputs = {};
