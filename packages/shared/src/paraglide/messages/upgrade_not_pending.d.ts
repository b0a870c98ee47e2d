/**
* | output |
* | --- |
* | "This request has already been answered." |
*
* @param {Upgrade_Not_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_not_pending: ((inputs?: Upgrade_Not_PendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upgrade_Not_PendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upgrade_Not_PendingInputs = {};
