/**
* | output |
* | --- |
* | "Waiting for the host to accept. You pay once they do." |
*
* @param {Card_Waiting_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_waiting_host: ((inputs?: Card_Waiting_HostInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Waiting_HostInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Waiting_HostInputs = {};
