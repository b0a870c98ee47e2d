/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Notify_Host_Cancelled_BodyInputs */

const en_notify_host_cancelled_body = /** @type {(inputs: Notify_Host_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} is free again.`)
};

const sw_notify_host_cancelled_body = /** @type {(inputs: Notify_Host_Cancelled_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} iko wazi tena.`)
};

/**
* | output |
* | --- |
* | "{when} is free again." |
*
* @param {Notify_Host_Cancelled_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_cancelled_body = /** @type {((inputs: Notify_Host_Cancelled_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Cancelled_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_cancelled_body(inputs)
	return en_notify_host_cancelled_body(inputs)
});