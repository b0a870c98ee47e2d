/**
* | output |
* | --- |
* | "Owner request pending" |
*
* @param {Upgrade_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_pending: ((inputs?: Upgrade_PendingInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upgrade_PendingInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upgrade_PendingInputs = {};
