/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Requested_BodyInputs */

const en_notify_host_requested_body = /** @type {(inputs: Notify_Host_Requested_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} asks for ${i?.when}. Accept or decline within 24 hours.`)
};

const sw_notify_host_requested_body = /** @type {(inputs: Notify_Host_Requested_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} anaomba ${i?.when}. Kubali au kataa ndani ya saa 24.`)
};

/**
* | output |
* | --- |
* | "{guest} asks for {when}. Accept or decline within 24 hours." |
*
* @param {Notify_Host_Requested_BodyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_body = /** @type {((inputs: Notify_Host_Requested_BodyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Requested_BodyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_requested_body(inputs)
	return en_notify_host_requested_body(inputs)
});