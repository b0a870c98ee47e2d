/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Home_CountInputs */

const en_home_count = /** @type {(inputs: Home_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 space`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} spaces`);
	return /** @type {LocalizedString} */ ("home_count");
};

const sw_home_count = /** @type {(inputs: Home_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`eneo 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`maeneo ${i?.count}`);
	return /** @type {LocalizedString} */ ("home_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 space" |
* | "other" | "{count} spaces" |
*
* @param {Home_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const home_count = /** @type {((inputs: Home_CountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_CountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_home_count(inputs)
	return en_home_count(inputs)
});