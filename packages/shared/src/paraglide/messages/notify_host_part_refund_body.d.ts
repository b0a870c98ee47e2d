/**
* | output |
* | --- |
* | "Nafasi refunded part of {guest}'s booking: {note}" |
*
* @param {Notify_Host_Part_Refund_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_part_refund_body: ((inputs: Notify_Host_Part_Refund_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Part_Refund_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Part_Refund_BodyInputs = {
    guest: NonNullable<unknown>;
    note: NonNullable<unknown>;
};
