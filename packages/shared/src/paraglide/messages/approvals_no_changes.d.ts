/**
* | output |
* | --- |
* | "No changes waiting" |
*
* @param {Approvals_No_ChangesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const approvals_no_changes: ((inputs?: Approvals_No_ChangesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Approvals_No_ChangesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Approvals_No_ChangesInputs = {};
