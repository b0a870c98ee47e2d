/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Privacy_Export_Too_ManyInputs */

const en_privacy_export_too_many = /** @type {(inputs: Privacy_Export_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can ask for ${i?.count} archives a day. Try again tomorrow.`)
};

const sw_privacy_export_too_many = /** @type {(inputs: Privacy_Export_Too_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unaweza kuomba kumbukumbu ${i?.count} kwa siku. Jaribu tena kesho.`)
};

/**
* | output |
* | --- |
* | "You can ask for {count} archives a day. Try again tomorrow." |
*
* @param {Privacy_Export_Too_ManyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const privacy_export_too_many = /** @type {((inputs: Privacy_Export_Too_ManyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Export_Too_ManyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_privacy_export_too_many(inputs)
	return en_privacy_export_too_many(inputs)
});