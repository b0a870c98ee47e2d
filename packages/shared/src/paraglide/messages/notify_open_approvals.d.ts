/**
* | output |
* | --- |
* | "Open Approvals" |
*
* @param {Notify_Open_ApprovalsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_open_approvals: ((inputs?: Notify_Open_ApprovalsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Open_ApprovalsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Open_ApprovalsInputs = {};
