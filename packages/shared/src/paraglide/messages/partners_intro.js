/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_IntroInputs */

const en_partners_intro = /** @type {(inputs: Partners_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We work with space providers, technology companies, corporates and communities across Kenya.`)
};

const sw_partners_intro = /** @type {(inputs: Partners_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tunafanya kazi na watoa maeneo, kampuni za teknolojia, mashirika na jumuiya kote Kenya.`)
};

/**
* | output |
* | --- |
* | "We work with space providers, technology companies, corporates and communities across Kenya." |
*
* @param {Partners_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const partners_intro = /** @type {((inputs?: Partners_IntroInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_IntroInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_partners_intro(inputs)
	return en_partners_intro(inputs)
});