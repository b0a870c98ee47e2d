/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Company_Remove_TextInputs */

const en_company_remove_text = /** @type {(inputs: Company_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They lose access at once: they can no longer book on the company's account or see its bookings. The bookings they made stay the company's.`)
};

const sw_company_remove_text = /** @type {(inputs: Company_Remove_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wanapoteza ufikiaji mara moja: hawawezi tena kuhifadhi kwa akaunti ya kampuni wala kuona uhifadhi wake. Uhifadhi walioufanya unabaki wa kampuni.`)
};

/**
* | output |
* | --- |
* | "They lose access at once: they can no longer book on the company's account or see its bookings. The bookings they made stay the company's." |
*
* @param {Company_Remove_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_remove_text = /** @type {((inputs?: Company_Remove_TextInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_Remove_TextInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_remove_text(inputs)
	return en_company_remove_text(inputs)
});