/**
* | output |
* | --- |
* | "A booking of {space} is cancelled" |
*
* @param {Notify_Host_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_cancelled_title: ((inputs: Notify_Host_Cancelled_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Cancelled_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Cancelled_TitleInputs = {
    space: NonNullable<unknown>;
};
