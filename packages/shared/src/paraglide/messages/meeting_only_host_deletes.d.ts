/**
* | output |
* | --- |
* | "Only the host of this meeting (or an admin) can delete it." |
*
* @param {Meeting_Only_Host_DeletesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const meeting_only_host_deletes: ((inputs?: Meeting_Only_Host_DeletesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Meeting_Only_Host_DeletesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Meeting_Only_Host_DeletesInputs = {};
