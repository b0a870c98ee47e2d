/**
* | output |
* | --- |
* | "Changes waiting for review. Guests see the approved version until an admin accepts them." |
*
* @param {List_Changes_WaitingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const list_changes_waiting: ((inputs?: List_Changes_WaitingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<List_Changes_WaitingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type List_Changes_WaitingInputs = {};
