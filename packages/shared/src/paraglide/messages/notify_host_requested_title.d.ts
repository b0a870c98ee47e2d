/**
* | output |
* | --- |
* | "New request to book {space}" |
*
* @param {Notify_Host_Requested_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_title: ((inputs: Notify_Host_Requested_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Requested_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Requested_TitleInputs = {
    space: NonNullable<unknown>;
};
