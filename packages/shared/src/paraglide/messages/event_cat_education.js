/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Cat_EducationInputs */

const en_event_cat_education = /** @type {(inputs: Event_Cat_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Education`)
};

const sw_event_cat_education = /** @type {(inputs: Event_Cat_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimu`)
};

/**
* | output |
* | --- |
* | "Education" |
*
* @param {Event_Cat_EducationInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const event_cat_education = /** @type {((inputs?: Event_Cat_EducationInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Cat_EducationInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_event_cat_education(inputs)
	return en_event_cat_education(inputs)
});