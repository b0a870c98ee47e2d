/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} People_CountInputs */

const en_people_count = /** @type {(inputs: People_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 person`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} people`);
	return /** @type {LocalizedString} */ ("people_count");
};

const sw_people_count = /** @type {(inputs: People_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`mtu 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`watu ${i?.count}`);
	return /** @type {LocalizedString} */ ("people_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 person" |
* | "other" | "{count} people" |
*
* @param {People_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const people_count = /** @type {((inputs: People_CountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_CountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_people_count(inputs)
	return en_people_count(inputs)
});