/**
* | output |
* | --- |
* | "{amount} of a booking of {space} refunded" |
*
* @param {Notify_Host_Part_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_part_refund_title: ((inputs: Notify_Host_Part_Refund_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Part_Refund_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Part_Refund_TitleInputs = {
    amount: NonNullable<unknown>;
    space: NonNullable<unknown>;
};
