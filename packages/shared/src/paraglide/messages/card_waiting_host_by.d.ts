/**
* | output |
* | --- |
* | "Waiting for the host to accept (they answer by {by}). You pay once they do." |
*
* @param {Card_Waiting_Host_ByInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const card_waiting_host_by: ((inputs: Card_Waiting_Host_ByInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Card_Waiting_Host_ByInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Card_Waiting_Host_ByInputs = {
    by: NonNullable<unknown>;
};
