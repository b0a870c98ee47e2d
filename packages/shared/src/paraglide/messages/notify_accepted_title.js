/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ space: NonNullable<unknown> }} Notify_Accepted_TitleInputs */

const en_notify_accepted_title = /** @type {(inputs: Notify_Accepted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The host accepted your request for ${i?.space}`)
};

const sw_notify_accepted_title = /** @type {(inputs: Notify_Accepted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mwenyeji amekubali ombi lako la ${i?.space}`)
};

/**
* | output |
* | --- |
* | "The host accepted your request for {space}" |
*
* @param {Notify_Accepted_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_accepted_title = /** @type {((inputs: Notify_Accepted_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Accepted_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_accepted_title(inputs)
	return en_notify_accepted_title(inputs)
});