/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, space: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Requested_TextInputs */

const en_notify_host_requested_text = /** @type {(inputs: Notify_Host_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} asks to book ${i?.space} for ${i?.when}.`)
};

const sw_notify_host_requested_text = /** @type {(inputs: Notify_Host_Requested_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} anaomba kuweka nafasi ${i?.space} kwa ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "{guest} asks to book {space} for {when}." |
*
* @param {Notify_Host_Requested_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_requested_text = /** @type {((inputs: Notify_Host_Requested_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Requested_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_requested_text(inputs)
	return en_notify_host_requested_text(inputs)
});