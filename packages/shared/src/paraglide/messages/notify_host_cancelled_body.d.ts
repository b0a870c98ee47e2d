/**
* | output |
* | --- |
* | "{when} is free again." |
*
* @param {Notify_Host_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_cancelled_body: ((inputs: Notify_Host_Cancelled_BodyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Host_Cancelled_BodyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Host_Cancelled_BodyInputs = {
    when: NonNullable<unknown>;
};
