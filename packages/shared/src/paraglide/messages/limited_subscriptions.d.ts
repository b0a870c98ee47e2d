/**
* | output |
* | --- |
* | "subscriptions" |
*
* @param {Limited_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_subscriptions: ((inputs?: Limited_SubscriptionsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Limited_SubscriptionsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Limited_SubscriptionsInputs = {};
