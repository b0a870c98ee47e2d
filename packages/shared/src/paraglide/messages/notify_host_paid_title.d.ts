/**
* | output |
* | --- |
* | "Payment received for {space}" |
*
* @param {Notify_Host_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_paid_title: ((inputs: Notify_Host_Paid_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Paid_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Paid_TitleInputs = {
    space: NonNullable<unknown>;
};
