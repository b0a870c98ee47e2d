/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ guest: NonNullable<unknown>, when: NonNullable<unknown>, was: NonNullable<unknown> }} Notify_Host_Moved_Text_WasInputs */

const en_notify_host_moved_text_was = /** @type {(inputs: Notify_Host_Moved_Text_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} moved their booking to ${i?.when} (was ${i?.was}).`)
};

const sw_notify_host_moved_text_was = /** @type {(inputs: Notify_Host_Moved_Text_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.guest} amehamisha uhifadhi wake hadi ${i?.when} (awali ${i?.was}).`)
};

/**
* | output |
* | --- |
* | "{guest} moved their booking to {when} (was {was})." |
*
* @param {Notify_Host_Moved_Text_WasInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_host_moved_text_was = /** @type {((inputs: Notify_Host_Moved_Text_WasInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Host_Moved_Text_WasInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_host_moved_text_was(inputs)
	return en_notify_host_moved_text_was(inputs)
});