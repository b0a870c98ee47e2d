/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, when: NonNullable<unknown> }} Notify_Host_Moved_TextInputs */

const en_notify_host_moved_text = /** @type {(inputs: Notify_Host_Moved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} moved their booking to ${i?.when}.`)
};

const sw_notify_host_moved_text = /** @type {(inputs: Notify_Host_Moved_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} amehamisha uhifadhi wake hadi ${i?.when}.`)
};

/**
* | output |
* | --- |
* | "{guest} moved their booking to {when}." |
*
* @param {Notify_Host_Moved_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_moved_text = /** @type {((inputs: Notify_Host_Moved_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Moved_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_moved_text(inputs)
	return en_notify_host_moved_text(inputs)
});