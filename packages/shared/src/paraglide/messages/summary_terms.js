/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Summary_TermsInputs */

const en_summary_terms = /** @type {(inputs: Summary_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By booking you agree to the Terms of Service. You can cancel from your dashboard up to 24 hours before the booking; each owner may set their own policy.`)
};

const sw_summary_terms = /** @type {(inputs: Summary_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kwa kuweka nafasi unakubali Masharti ya Huduma. Unaweza kughairi kwenye dashibodi yako hadi saa 24 kabla ya uhifadhi; kila mmiliki anaweza kuweka sera yake.`)
};

/**
* | output |
* | --- |
* | "By booking you agree to the Terms of Service. You can cancel from your dashboard up to 24 hours before the booking; each owner may set their own policy." |
*
* @param {Summary_TermsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const summary_terms = /** @type {((inputs?: Summary_TermsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Summary_TermsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_summary_terms(inputs)
	return en_summary_terms(inputs)
});