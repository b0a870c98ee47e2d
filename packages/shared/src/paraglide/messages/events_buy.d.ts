/**
* | output |
* | --- |
* | "Buy Ticket" |
*
* @param {Events_BuyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const events_buy: ((inputs?: Events_BuyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Events_BuyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Events_BuyInputs = {};
